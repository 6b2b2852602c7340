import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { downloadLedgerCsv } from './api';

/** 'Download CSV': the player's complete coin history, each row with its running balance. */
export function DownloadCsvButton() {
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      await downloadLedgerCsv();
    } catch (error) {
      toast.error('Download failed', error instanceof Error ? error.message : undefined);
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="secondary" pending={pending} onClick={download} data-testid="download-csv">
      {!pending && <Download size={16} />} Download CSV
    </Button>
  );
}
