import { useMutation } from '@tanstack/react-query';
import { downloadWithSession } from '../../../lib/file-download/download-with-session.ts';

/** The reports are made for the signed-in user (bearer token), so they are fetched, then saved under the server's name. */
export const useDownloadAnnualReport = () =>
  useMutation({
    mutationFn: (year: number) =>
      downloadWithSession(`/compliance/annual-report.pdf?year=${year}`, `annual-report-${year}.pdf`),
  });

export const useDownloadWisp = () =>
  useMutation({ mutationFn: () => downloadWithSession('/compliance/wisp.pdf', 'wisp.pdf') });
