import { describeGeneratedInput } from '../support/generated-input.js';

await describeGeneratedInput(1, 2);
