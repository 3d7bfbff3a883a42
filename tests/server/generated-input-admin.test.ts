import { describeGeneratedInput } from '../support/generated-input.js';

// The admin routes, called by an admin: user callers are refused before their input is read.
await describeGeneratedInput(0, 1, { asAdmin: true });
