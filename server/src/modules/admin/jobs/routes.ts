import {
  adminJobsPageSchema,
  adminJobsQuerySchema,
  JOB_TEXTS,
  messageSchema,
  pathIdParamsSchema,
} from '@casino/contract';
import { currentPlayer } from '../../../http/authenticate';
import { AppError } from '../../../http/errors';
import type { Api } from '../../../http/typed-routes';
import { requireStaff } from '../../staff';
import type { AdminPorts } from '../ports';
import { adminJobs, retryJob } from './service';

/** The money jobs staff watch (`jobs.view`) and retry once dead (`jobs.retry`, admins). */
export function adminJobRoutes(app: Api, ports: AdminPorts): void {
  app.get(
    '/api/admin/jobs',
    {
      preValidation: requireStaff(ports, 'jobs.view'),
      schema: { querystring: adminJobsQuerySchema, response: { 200: adminJobsPageSchema } },
    },
    async (request) => adminJobs(ports.db, request.query.status, request.query.page),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      preValidation: requireStaff(ports, 'jobs.retry'),
      schema: { params: pathIdParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const id = request.params.id;
      if (id === null) throw new AppError('NOT_FOUND', JOB_TEXTS.notFound);
      return retryJob(ports.db, currentPlayer(request).userId, id);
    },
  );
}
