export { type EnqueueOptions, enqueueJob, type NewJob } from './enqueue';
export { type JobHandler, type JobHandlers, type JobResult, PermanentJobError, type RunningJob } from './job';
export { type JobQueueState, jobQueueState, requeueDeadJob } from './repository';
export { type Sweep, startSweeps } from './sweeps';
export { type JobWorker, startJobWorker, type WorkerOptions } from './worker';
