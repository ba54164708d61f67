import type { ReportInput } from '@arya/core/contract';
import { createReportRoute } from '@arya/core/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export function useCreateReport() {
  return useMutation({ mutationFn: (body: ReportInput) => callApi(createReportRoute, { body }) });
}
