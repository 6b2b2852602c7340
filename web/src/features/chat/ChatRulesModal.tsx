import { useTab } from '../../navigation/use-tab';
import { Modal } from '../../ui/Modal';
import { CHAT_RULES } from './rules';

/** `?tab=chatRules` on any page: the rules every chat message must keep. */
export default function ChatRulesModal() {
  const { close } = useTab();
  return (
    <Modal open onClose={close} title="Chat rules" description="Breaking a rule can get you muted or banned.">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm" data-testid="chat-rules">
        {CHAT_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </Modal>
  );
}
