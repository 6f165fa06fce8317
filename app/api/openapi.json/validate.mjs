// Checks an OpenAPI document read from stdin the way integrators do: swagger-parser's validation and Redocly's
// recommended rules. Run as a plain Node process, since both are ES modules jest's CommonJS runtime cannot load.
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const source = Buffer.concat(chunks).toString('utf8');

let swaggerParser = 'valid';
try {
  await SwaggerParser.validate(JSON.parse(source));
} catch (e) {
  swaggerParser = String(e instanceof Error ? e.message : e);
}
const config = await createConfig({ extends: ['recommended'] });
const problems = (await lintFromString({ source, absoluteRef: 'openapi.json', config })).map((p) => ({
  ruleId: p.ruleId, severity: p.severity, message: p.message, pointer: p.location[0]?.pointer,
}));
process.stdout.write(JSON.stringify({ swaggerParser, problems }));
