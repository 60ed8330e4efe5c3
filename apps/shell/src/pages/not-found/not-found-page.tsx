import { Link } from 'react-router-dom';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import styles from './not-found-page.module.css';

/** Unknown addresses and resources that do not exist (never reported: not a fault). */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className={styles.page} aria-labelledby="not-found-title" data-page="not-found">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title">We can’t find that page</h1>
      <p>The address may be mistyped, or the page may have moved or no longer exist.</p>
      <div className={styles.actions}>
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/book-now">Book a service</Link>
        </Button>
      </div>
    </section>
  );
}
