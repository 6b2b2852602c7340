import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { ReasonDialog } from './parts';
import {
  type ReasonActionSend,
  type ReasonDialogWords,
  RowActionButton,
  type RowActionSend,
  useReasonForRow,
  useRowAction,
} from './row-actions';

/**
 * How a queue decides a row with two buttons (approve or reject a request, complete or cancel an
 * order): a one-click yes, and a no that asks its reason in a dialog first.
 */
export interface RowDecisionSend<Id> {
  yes: RowActionSend<Id>;
  no: ReasonActionSend<Id>;
  /** What the no's dialog says. */
  noWords: ReasonDialogWords;
}

/** The two staff actions of a yes-or-no row decision; render them with RowDecisionButtons and RowDecisionDialog. */
export function useRowDecision<Row extends { id: string | number }>({
  yes,
  no,
  noWords,
}: RowDecisionSend<Row['id']>) {
  return { yes: useRowAction<Row['id']>(yes), no: useReasonForRow<Row>(no, noWords) };
}

type RowDecision<Row extends { id: string | number }> = ReturnType<typeof useRowDecision<Row>>;

/** A row's yes and no buttons, side by side where the caller lays its row's actions out. */
export function RowDecisionButtons<Row extends { id: string | number }>({
  decision,
  row,
  yes,
  no,
  yesTestId,
}: {
  decision: RowDecision<Row>;
  row: Row;
  yes: ReactNode;
  no: ReactNode;
  yesTestId?: string;
}) {
  return (
    <>
      <RowActionButton action={decision.yes} rowId={row.id} data-testid={yesTestId}>
        {yes}
      </RowActionButton>
      <Button size="sm" variant="danger" onClick={() => decision.no.ask(row)}>
        {no}
      </Button>
    </>
  );
}

/** The no's reason dialog, started afresh for each row it asks about. */
export function RowDecisionDialog<Row extends { id: string | number }>({
  decision,
}: {
  decision: RowDecision<Row>;
}) {
  return <ReasonDialog key={decision.no.dialogKey} {...decision.no.dialog} />;
}
