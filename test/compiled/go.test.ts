import { goAllBuildsHarness } from '../harness/go/all-builds.js';
import { compiledSuite } from './suite.js';

compiledSuite(goAllBuildsHarness);
