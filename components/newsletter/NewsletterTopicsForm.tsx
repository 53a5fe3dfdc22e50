import type { OfferedTopic } from '@/lib/domain/newsletter/topics';
import styles from './PreferencesPage.module.css';

type Words = { legend: string; hint: string; save: string };

/**
 * The topics part of the preferences page: a plain form of checkboxes (it works without
 * JavaScript) that posts the ticked ids to app/api/newsletter/preferences/topics. A club
 * that defined no topic shows nothing: no empty fieldset.
 */
export function NewsletterTopicsForm({
  action,
  topics,
  chosen,
  words,
}: {
  action: string;
  topics: OfferedTopic[];
  chosen: number[];
  words: Words;
}) {
  if (topics.length === 0) return null;
  return (
    <form method="post" action={action} className={styles.form}>
      <fieldset>
        <legend>{words.legend}</legend>
        <p className={styles.hint}>{words.hint}</p>
        {topics.map((topic) => (
          <label key={topic.id} className={styles.choice}>
            <input type="checkbox" name="topic" value={topic.id} defaultChecked={chosen.includes(topic.id)} />
            <span>
              {topic.name}
              {topic.description ? <span className={styles.hint}> — {topic.description}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <p>
        <button className="button" type="submit">
          {words.save}
        </button>
      </p>
    </form>
  );
}
