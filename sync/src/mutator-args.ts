import { deferred, idSchema } from '@trilha/shared';
import { z } from 'zod';

/** The arguments of a mutation that names one record and nothing else (a delete, say). */
export const byId = deferred(() => z.object({ id: idSchema }));
