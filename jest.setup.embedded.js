// The api-embedded project (jest.config.js): this test file runs on the embedded database whatever DATABASE_URL names.
// A test file's process.env is its own copy, so the files of the api project in the same worker keep the URL.
delete process.env.DATABASE_URL;
delete process.env.RENSHI_TEST_DATABASE_URL;
