// The website-update prompt (spec §4) that the shell mounts for every visitor.
export { UpdatePrompt } from './UpdatePrompt';
