import { RadioGroupField } from '@payloadcms/ui';
import type { RadioFieldServerProps } from 'payload';

/**
 * The edition's audience, offered only once the club has defined a topic: a club without
 * topics sees no choice, and every edition goes to everyone of its language (the default).
 */
export async function AudienceField({
  payload,
  clientField,
  path,
  schemaPath,
  permissions,
  readOnly,
}: RadioFieldServerProps & { path?: string; schemaPath?: string; readOnly?: boolean }) {
  const { totalDocs } = await payload.count({ collection: 'newsletter-topics' });
  if (totalDocs === 0) return null;
  return (
    <RadioGroupField
      field={clientField}
      path={path}
      schemaPath={schemaPath}
      permissions={permissions}
      readOnly={readOnly}
    />
  );
}
