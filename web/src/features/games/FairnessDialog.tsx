import type { ReactNode } from 'react';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { Modal } from '../../ui/Modal';

/**
 * A game's fairness dialog (the seed pair of most games, crash's hash chain): placeholders until what
 * the proof rests on is known, then the game's own view of it.
 */
export function FairnessDialog<Proof>({
  open,
  onClose,
  title,
  description,
  proof,
  children,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  description: string;
  /** What the results come from; undefined or null while it loads (or before it is published). */
  proof: Proof | null | undefined;
  children: (proof: Proof) => ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} width="md" description={description}>
      {proof ? children(proof) : <LoadingBlocks blocks={['h-10 w-full', 'h-10 w-full']} />}
    </Modal>
  );
}
