import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { WordFacts } from './search-words';

/**
 * Per query word, in one round trip: whether it is a stop word, its lexemes, whether a title word
 * starts with it, and the `nearest` title words of search_words by trigram distance (GiST).
 */
export async function wordFactRows(db: Executor, words: string[], nearest: number): Promise<WordFacts[]> {
  const { rows } = await db.execute(sql`
    select w.word,
      length(to_tsvector('english', w.word)) = 0 as stop,
      array(select lexeme from unnest(to_tsvector('english', w.word))) as stems,
      char_length(w.word) >= 3
        and exists (select 1 from search_words s where s.word like w.word || '%') as known,
      coalesce((
        select json_agg(json_build_object('word', n.word, 'similarity', n.similarity,
          'stems', array(select lexeme from unnest(to_tsvector('english', n.word)))) order by n.rank)
        from (
          select s.word, similarity(s.word, w.word) as similarity,
            row_number() over (order by s.word <-> w.word) as rank
          from (
            select word from search_words
            where char_length(w.word) >= 3
            order by word <-> w.word
            limit ${nearest}
          ) s
        ) n
      ), '[]') as near
    from unnest(string_to_array(${words.join(' ')}, ' ')) as w(word)`);
  return rows as unknown as WordFacts[];
}
