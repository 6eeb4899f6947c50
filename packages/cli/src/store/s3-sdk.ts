// The AWS SDK's S3 client, loaded with require. @aws-sdk/client-s3 is CommonJS for Node, and an
// ES module importing a CommonJS package makes Node scan its whole source for export names first
// (cjs-module-lexer): measured here, importing it took 259–331 ms and requiring it 135–181 ms, a
// fixed cost of every command on a bucket root that a folder root does not pay. Loaded only when
// a root is a bucket (this module is imported on demand).
import { createRequire } from 'node:module';

/** The SDK's warning that a later release needs a newer Node is for this tool's maintainers, not its users. */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const sdk = createRequire(import.meta.url)('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
