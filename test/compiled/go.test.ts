import { goHarness } from '../harness/go/index.js';
import { compiledSuite } from './suite.js';

compiledSuite(goHarness);
