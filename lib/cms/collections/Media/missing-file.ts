import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { CollectionConfig } from 'payload';

type UploadHandler = NonNullable<
  Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']
>[number];

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });

/**
 * `GET /api/media/file/<name>` for a file that is not on the disk: Payload answers 500
 * and logs the absolute path. Anybody can ask for any name, so it is a 404, quietly.
 * Runs before Payload's own reading of the local folder; files in S3 have the storage
 * plugin's handler instead.
 */
export function missingFileIsNotFound(staticDir: string): UploadHandler {
  const folder = path.resolve(staticDir);
  return async (_request, { params }) => {
    const file = path.resolve(folder, params.filename);
    const found =
      file.startsWith(folder + path.sep) &&
      (await stat(file).then(
        (stats) => stats.isFile(),
        () => false,
      ));
    // Nothing returned: Payload goes on and streams the file. (Its type for handlers
    // allows a Response or nothing, but not a promise of either.)
    return (found ? undefined : notFound()) as Response;
  };
}
