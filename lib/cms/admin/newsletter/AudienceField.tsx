import { RadioGroupField } from '@payloadcms/ui';
import type { RadioFieldServerProps } from 'payload';
import { clubHasTopics } from './club-has-topics';

/** An edition's audience (everyone of its language, or those who chose one of its topics), where the club has topics. */
export async function AudienceField({
  payload,
  clientField,
  path,
  schemaPath,
  permissions,
  readOnly,
}: RadioFieldServerProps) {
  if (!(await clubHasTopics(payload))) return null;
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
