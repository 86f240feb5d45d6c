import { scalaHarness } from '../harness/scala/index.js';
import { compiledSuite } from './suite.js';

compiledSuite(scalaHarness);
