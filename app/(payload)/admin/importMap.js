import { AwaitingResultCell as AwaitingResultCell_3554fe4cd24156f1751b5f4e2928aab1 } from '../../../lib/cms/admin/awaiting-result/AwaitingResult'
import { AwaitingResultNotice as AwaitingResultNotice_3554fe4cd24156f1751b5f4e2928aab1 } from '../../../lib/cms/admin/awaiting-result/AwaitingResult'
import { LeagueImportPanel as LeagueImportPanel_1bee4d51ce60ad377088f74962e17855 } from '../../../lib/cms/admin/league-import/LeagueImportPanel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { InboxListHeader as InboxListHeader_4186b17964520033d13c9e6a57b3dc86 } from '../../../lib/cms/admin/inbox/InboxListHeader'
import { SubscriberTopicsField as SubscriberTopicsField_febfa70342862fc4af12e891456b0265 } from '../../../lib/cms/admin/newsletter/SubscriberTopicsField'
import { AudienceField as AudienceField_0a30100038d80691bb9fc71f9a742fd3 } from '../../../lib/cms/admin/newsletter/AudienceField'
import { EditionActions as EditionActions_d87d6203facfe31ba76f1fd558ffc354 } from '../../../lib/cms/admin/newsletter/EditionActions'
import { RightsRequestTool as RightsRequestTool_2b28aea45ad2333cd251b034573b5daa } from '../../../lib/cms/admin/RightsRequestTool'
import { MailNotice as MailNotice_c394f4343fe826b265039ceabfbe4474 } from '../../../lib/cms/admin/MailNotice'
import { MatchCentreLink as MatchCentreLink_230512da82ebee152518f64110ff2900 } from '../../../lib/cms/admin/match-centre/MatchCentreLink'
import { FirstRunChecklist as FirstRunChecklist_66601976d10d4e8863eec9a31b4dd19e } from '../../../lib/cms/admin/FirstRunChecklist'
import { InboxWaiting as InboxWaiting_5615560d91f6f2180adefd139e139113 } from '../../../lib/cms/admin/inbox/InboxWaiting'
import { AdminLocale as AdminLocale_ab69c9e9371527917f27cefba44c7436 } from '../../../lib/cms/admin/AdminLocale'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { MatchCentreView as MatchCentreView_e7654e9ad8b434d4a0a683edcf4108e6 } from '../../../lib/cms/admin/match-centre/MatchCentreView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/lib/cms/admin/awaiting-result/AwaitingResult#AwaitingResultCell": AwaitingResultCell_3554fe4cd24156f1751b5f4e2928aab1,
  "/lib/cms/admin/awaiting-result/AwaitingResult#AwaitingResultNotice": AwaitingResultNotice_3554fe4cd24156f1751b5f4e2928aab1,
  "/lib/cms/admin/league-import/LeagueImportPanel#LeagueImportPanel": LeagueImportPanel_1bee4d51ce60ad377088f74962e17855,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/lib/cms/admin/inbox/InboxListHeader#InboxListHeader": InboxListHeader_4186b17964520033d13c9e6a57b3dc86,
  "/lib/cms/admin/newsletter/SubscriberTopicsField#SubscriberTopicsField": SubscriberTopicsField_febfa70342862fc4af12e891456b0265,
  "/lib/cms/admin/newsletter/AudienceField#AudienceField": AudienceField_0a30100038d80691bb9fc71f9a742fd3,
  "/lib/cms/admin/newsletter/EditionActions#EditionActions": EditionActions_d87d6203facfe31ba76f1fd558ffc354,
  "/lib/cms/admin/RightsRequestTool#RightsRequestTool": RightsRequestTool_2b28aea45ad2333cd251b034573b5daa,
  "/lib/cms/admin/MailNotice#MailNotice": MailNotice_c394f4343fe826b265039ceabfbe4474,
  "/lib/cms/admin/match-centre/MatchCentreLink#MatchCentreLink": MatchCentreLink_230512da82ebee152518f64110ff2900,
  "/lib/cms/admin/FirstRunChecklist#FirstRunChecklist": FirstRunChecklist_66601976d10d4e8863eec9a31b4dd19e,
  "/lib/cms/admin/inbox/InboxWaiting#InboxWaiting": InboxWaiting_5615560d91f6f2180adefd139e139113,
  "/lib/cms/admin/AdminLocale#AdminLocale": AdminLocale_ab69c9e9371527917f27cefba44c7436,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/lib/cms/admin/match-centre/MatchCentreView#MatchCentreView": MatchCentreView_e7654e9ad8b434d4a0a683edcf4108e6,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
