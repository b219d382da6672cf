import { setPasswordCost, TEST_PASSWORD_COST } from '../src/platform/security/passwords';

// Every server test file starts here (vitest.config.ts): passwords are hashed at a test cost
// (passwords.ts says why; passwords.test.ts proves the real one).
setPasswordCost(TEST_PASSWORD_COST);
