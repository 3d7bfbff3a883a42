import { describeGeneratedInput } from '../support/generated-input.js';

await describeGeneratedInput(0, 2);
