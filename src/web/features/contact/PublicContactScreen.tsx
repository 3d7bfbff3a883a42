import { PublicPage } from '../landing/PublicPage';
import { ContactScreen } from './ContactScreen';

/** The contact form for visitors, reached from the footer of the public pages. */
export function PublicContactScreen() {
  return (
    <PublicPage>
      <div className="px-4 py-10">
        <ContactScreen />
      </div>
    </PublicPage>
  );
}
