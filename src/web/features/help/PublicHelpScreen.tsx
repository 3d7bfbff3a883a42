import { PublicPage } from '../landing/PublicPage';
import { HelpScreen } from './HelpScreen';

/** The help page for visitors, reached from the footer of the public pages and the contact screen. */
export function PublicHelpScreen() {
  return (
    <PublicPage>
      <div className="px-4 py-10">
        <HelpScreen />
      </div>
    </PublicPage>
  );
}
