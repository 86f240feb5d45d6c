import { typescriptHarness } from '../harness/typescript/index.js';
import { compiledSuite } from './suite.js';

compiledSuite(typescriptHarness);
