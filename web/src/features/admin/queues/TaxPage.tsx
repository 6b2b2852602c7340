import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { downloadCsv } from '../../../api/download';
import { Button } from '../../../ui/Button';
import { FormMessage, SelectField } from '../../../ui/Field';
import { PageTitle } from '../parts';

/** The years staff may export: the current one and the five before it. */
const years = () => {
  const now = new Date().getUTCFullYear();
  return Array.from({ length: 6 }, (_, i) => String(now - i));
};

/** `/admin/tax`: the year's 1099 figures (players whose paid prizes reached 600 USD) as a CSV. */
export function TaxPage() {
  const [year, setYear] = useState(years()[0] ?? '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await downloadCsv(`/admin/tax/1099?year=${year}`, `1099-${year}.csv`);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <section>
      <PageTitle
        title="Tax (1099)"
        hint="Players whose paid prizes in a calendar year reached 600 USD, with the details they gave, for filing."
      />
      <form
        onSubmit={download}
        className="flex max-w-md flex-col gap-4 rounded-xl border border-line bg-surface-1 p-5"
      >
        <SelectField
          label="Year"
          value={year}
          onChange={(e) => setYear(e.target.value)}
          options={years().map((y) => ({ value: y, label: y }))}
        />
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <Button type="submit" pending={pending} data-testid="tax-export">
          <Download size={16} /> Download the 1099 CSV
        </Button>
      </form>
    </section>
  );
}
