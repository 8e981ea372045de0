import type processor from './processor';
import { toolJob } from '../../core/processing/tool-job';

/** This tool's processor as its screen sees it: types only (core/processing/tool-job.ts). */
export const job = toolJob<typeof processor>();
