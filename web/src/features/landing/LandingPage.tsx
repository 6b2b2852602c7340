import { landingContent } from './content';
import { LandingView } from './LandingView';

const HOME_CONTENT = landingContent(null, null);

/** The guest home landing (/): the spec's defaults, no record needed. */
export default function LandingPage() {
  return <LandingView content={HOME_CONTENT} />;
}
