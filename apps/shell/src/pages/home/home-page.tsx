import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { howItWorks, serviceHighlights } from './home-content';
import { MarketList } from './market-list';
import styles from './home-page.module.css';

export function HomePage() {
  useDocumentTitle('');
  return (
    <div className={styles.home} data-page="home">
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          <FormattedMessage id="shell.home.title" defaultMessage="Trusted local pros for every job around the home" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage
            id="shell.home.lead"
            defaultMessage="Cleaning, handyman hours, lawn care, furniture assembly and more. See prices up front, pick a time that suits you and a provider you like, and book in a few minutes."
          />
        </p>
        <div className={styles.cta}>
          <Button asChild size="lg">
            <Link to="/book-now">
              <FormattedMessage id="shell.home.book-now" defaultMessage="Book now" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <a href="#markets">
              <FormattedMessage id="shell.home.see-markets" defaultMessage="See where we work" />
            </a>
          </Button>
        </div>
      </section>

      <section aria-labelledby="services-title" className={styles.section}>
        <h2 id="services-title">
          <FormattedMessage id="shell.home.services.title" defaultMessage="What you can book" />
        </h2>
        <ul className={styles.services}>
          {serviceHighlights.map((service) => (
            <li key={service.name.id} className={styles.service}>
              <h3>
                <FormattedMessage {...service.name} />
              </h3>
              <p>
                <FormattedMessage {...service.description} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-title" className={styles.section}>
        <h2 id="how-title">
          <FormattedMessage id="shell.home.how.title" defaultMessage="How it works" />
        </h2>
        <ol className={styles.steps}>
          {howItWorks.map((step) => (
            <li key={step.title.id} className={styles.step}>
              <h3>
                <FormattedMessage {...step.title} />
              </h3>
              <p>
                <FormattedMessage {...step.text} />
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section id="markets" aria-labelledby="markets-title" className={styles.section}>
        <h2 id="markets-title">
          <FormattedMessage id="shell.home.markets.title" defaultMessage="Where we work" />
        </h2>
        <MarketList />
      </section>

      <section aria-labelledby="providers-title" className={styles.providers}>
        <h2 id="providers-title">
          <FormattedMessage id="shell.home.providers.title" defaultMessage="Are you a pro?" />
        </h2>
        <p>
          <FormattedMessage
            id="shell.home.providers.text"
            defaultMessage="Set your own hours and services, get booked by customers nearby, and get paid for every job."
          />
        </p>
        <Button asChild variant="secondary">
          <Link to="/provider/apply">
            <FormattedMessage id="shell.home.providers.apply" defaultMessage="Apply to become a provider" />
          </Link>
        </Button>
      </section>
    </div>
  );
}
