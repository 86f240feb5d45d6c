import { haskellHarness } from '../harness/haskell/index.js';
import { compiledSuite } from './suite.js';

compiledSuite(haskellHarness);
