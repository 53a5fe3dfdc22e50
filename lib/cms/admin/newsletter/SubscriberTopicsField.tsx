import { RelationshipField } from '@payloadcms/ui';
import type { RelationshipFieldServerProps } from 'payload';
import { clubHasTopics } from './club-has-topics';

/** The topics a subscriber chose on their preferences page, where the club has topics. */
export async function SubscriberTopicsField({
  payload,
  clientField,
  path,
  schemaPath,
  permissions,
  readOnly,
}: RelationshipFieldServerProps) {
  if (!(await clubHasTopics(payload))) return null;
  return (
    <RelationshipField
      field={clientField}
      path={path}
      schemaPath={schemaPath}
      permissions={permissions}
      readOnly={readOnly}
    />
  );
}
