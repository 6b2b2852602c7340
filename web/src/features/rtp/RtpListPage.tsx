import { RTP_PAGE_SIZE } from '@casino/contract';
import { useSearchParams } from 'react-router';
import { Button } from '../../ui/Button';
import { SearchBox, useDebounced } from '../lobby';
import { useRtpList } from './api';
import { RtpHeading, RtpListView } from './RtpViews';

/** Spec §5's search rule, as the lobby's: from 3 letters. */
const SEARCH_FROM = 3;

/**
 * /rtp: every game's theoretical return beside its measured return per coin, most played first,
 * searchable by title; `?q=` and `?page=` keep the place.
 */
export default function RtpListPage() {
  const [params, setParams] = useSearchParams();
  const typed = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const debounced = useDebounced(typed.trim(), 300);
  const search = debounced.length >= SEARCH_FROM ? debounced : '';
  const list = useRtpList(search, page);
  const set = (next: { q?: string; page?: number }) =>
    setParams(
      (p) => {
        if (next.q !== undefined) {
          if (next.q) p.set('q', next.q);
          else p.delete('q');
          p.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) p.set('page', String(next.page));
          else p.delete('page');
        }
        return p;
      },
      { replace: true },
    );
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / RTP_PAGE_SIZE)) : 1;
  return (
    <div className="flex flex-col gap-5">
      <RtpHeading
        title="Measured RTP"
        subtitle="Every game's published return beside what its settled rounds actually returned."
      />
      <div className="flex max-w-md">
        <SearchBox
          value={typed}
          onChange={(q) => set({ q })}
          placeholder="Search a game"
          testId="rtp-search"
        />
      </div>
      <RtpListView list={list} search={search} />
      {pages > 1 && (
        <nav className="flex items-center justify-center gap-3" aria-label="Pages">
          <Button variant="secondary" disabled={page <= 1} onClick={() => set({ page: page - 1 })}>
            Previous
          </Button>
          <span className="text-sm text-text-muted tabular-nums">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => set({ page: page + 1 })}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
