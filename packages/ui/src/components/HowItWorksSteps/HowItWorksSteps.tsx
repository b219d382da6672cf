import { i18n, useMessages } from '../../i18n';
import * as styles from './HowItWorksSteps.css';

const messages = i18n('HowItWorksSteps', {
  searchTitle: 'Search for something',
  searchText: 'Find cameras, drones, DJ gear, party kit and more from people near you in Brunei.',
  requestTitle: 'Request, rent or buy',
  requestText: 'Request the item, rent or buy it, and pay by card or PayPal.',
  enjoyTitle: 'Have fun',
  enjoyText: 'Enjoy it, then return the item and leave a review.',
});

/** The seed's three numbered steps: search; request, rent or buy and pay; have fun, return, review. */
export function HowItWorksSteps({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const t = useMessages(messages);
  const Heading = `h${headingLevel}` as const;
  const steps = [
    [t.searchTitle, t.searchText],
    [t.requestTitle, t.requestText],
    [t.enjoyTitle, t.enjoyText],
  ];
  return (
    <ol className={styles.list}>
      {steps.map(([title, text], index) => (
        <li key={title} className={styles.step}>
          <span className={styles.number} aria-hidden>
            {index + 1}
          </span>
          <Heading className={styles.title}>{title}</Heading>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </ol>
  );
}
