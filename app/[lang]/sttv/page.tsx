import { metadataFor } from '@/components/screens/screen-page';
import { VideoChannelScreen } from '@/components/screens/VideoChannelScreen';
import { pageLocale } from '@/lib/domain/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFor('sttv');

/**
 * The club video channel, newest first, prerendered and revalidated by tag. A player or a topic
 * in the query is sent to `./filtered` by the router (lib/domain/i18n/rewrites.ts).
 */
export default async function ChannelPage({ params }: Props) {
  return <VideoChannelScreen locale={await pageLocale(params)} filters={{}} />;
}
