import {
  ANNOUNCEMENT_AUDIENCE_NAMES,
  ANNOUNCEMENT_AUDIENCES,
  type Announcement,
  type AnnouncementDraft,
  type Announcements,
  NOTIFICATION_LIMITS,
  type PublishAnnouncement,
  publishAnnouncementSchema,
} from '@casino/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../ui/Button';
import { FormMessage, SelectField, TextAreaField, TextField } from '../../../ui/Field';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { adminKeys, post, useAdminAction, useAdminQuery } from '../api';
import { Badge, PageTitle } from '../parts';

const resolver = zodResolver(publishAnnouncementSchema);
const EMPTY: PublishAnnouncement = { title: '', body: '', link: '', audience: 'all' };

/**
 * Announcements (`announcements.publish`): staff write one to everyone or a segment; it lands in each
 * targeted player's inbox at once. Plain text only: what staff type is what players read.
 */
export function AnnouncementsPage() {
  const list = useAdminQuery<Announcements>(adminKeys.area('announcements'), '/admin/announcements');
  return (
    <section className="flex flex-col gap-4">
      <PageTitle
        title="Announcements"
        hint="Published at once to every player in the audience's notification inbox. Plain text: markup shows as typed."
      />
      <PublishForm />
      <h2 className="text-base font-semibold">Published</h2>
      {list.isPending ? (
        <LoadingBlocks blocks={['h-20 w-full rounded-xl', 'h-20 w-full rounded-xl']} />
      ) : list.isError ? (
        <FormMessage tone="error">{list.error.message}</FormMessage>
      ) : list.data.announcements.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface-1 p-6 text-center text-text-muted">
          No announcements yet.
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Published announcements">
          {list.data.announcements.map((announcement) => (
            <PublishedRow key={announcement.id} announcement={announcement} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PublishForm() {
  const { field, handleSubmit, showRefusal, reset } = useSchemaForm(resolver, { defaultValues: EMPTY });
  const publish = useAdminAction<AnnouncementDraft, Announcement>({
    send: (body) => post<Announcement>('/admin/announcements', body),
    done: 'The announcement is published.',
    refresh: ['announcements', 'audit'],
  });
  const submit = handleSubmit((draft) =>
    publish.mutate(draft, { onSuccess: () => reset(EMPTY), onError: showRefusal }),
  );
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-line bg-surface-1 p-4 md:grid-cols-2"
      aria-label="Publish an announcement"
    >
      <TextField label="Title" maxLength={NOTIFICATION_LIMITS.title} required {...field('title')} />
      <SelectField
        label="Audience"
        options={ANNOUNCEMENT_AUDIENCES.map((value) => ({
          value,
          label: ANNOUNCEMENT_AUDIENCE_NAMES[value],
        }))}
        {...field('audience')}
      />
      <div className="md:col-span-2">
        <TextAreaField
          label="Message"
          rows={4}
          maxLength={NOTIFICATION_LIMITS.body}
          required
          hint={`Up to ${NOTIFICATION_LIMITS.body} characters; line breaks are kept.`}
          {...field('body')}
        />
      </div>
      <TextField
        label="Link (optional)"
        placeholder="/promotions"
        hint="A page of this site, starting with /."
        {...field('link')}
      />
      <div className="flex items-end md:col-span-2">
        <Button type="submit" pending={publish.isPending} data-testid="announcement-publish">
          Publish
        </Button>
      </div>
    </form>
  );
}

function PublishedRow({ announcement }: { announcement: Announcement }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-line bg-surface-1 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold [overflow-wrap:anywhere]">{announcement.title}</span>
        <Badge>{ANNOUNCEMENT_AUDIENCE_NAMES[announcement.audience]}</Badge>
      </div>
      <p className="text-sm whitespace-pre-line text-text-muted [overflow-wrap:anywhere]">
        {announcement.body}
      </p>
      <p className="text-xs text-text-muted">
        {new Date(announcement.created_at).toLocaleString()} by {announcement.published_by ?? 'staff'}
        {announcement.link && ` · links to ${announcement.link}`}
      </p>
    </li>
  );
}
