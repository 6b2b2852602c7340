import { Skeleton } from '../../ui/Skeleton';
import { useRoster } from './api';

/** Who is in the room: how many read it, and who wrote in the last quarter of an hour. */
export function Roster({ roomId }: { roomId: string }) {
  const roster = useRoster(roomId, true);
  if (!roster.data) {
    return (
      <div className="flex flex-1 flex-col gap-2 p-3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-6 w-full" />
        ))}
      </div>
    );
  }
  return (
    <div className="flex-1 overflow-y-auto p-3" data-testid="chat-roster">
      <p className="mb-2 text-xs text-text-muted">
        {roster.data.online} reading · {roster.data.chatters.length} chatting lately
      </p>
      {roster.data.chatters.length === 0 ? (
        <p className="text-sm text-text-muted">Nobody has written here in the last 15 minutes.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {roster.data.chatters.map((chatter) => (
            <li
              key={chatter.id}
              className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-surface-2"
            >
              <span className="grid size-6 place-items-center rounded-full bg-gradient-to-br from-accent to-sc text-[11px] font-bold text-surface-0">
                {chatter.username.slice(0, 1).toUpperCase()}
              </span>
              <span className="truncate font-medium">{chatter.username}</span>
              <span className="ml-auto text-[11px] text-text-muted">{chatter.chatTitle.title}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
