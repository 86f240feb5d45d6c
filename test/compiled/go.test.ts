import { goBothBuildsHarness } from '../harness/go/both-builds.js';
import { compiledSuite } from './suite.js';

compiledSuite(goBothBuildsHarness);
