/** The catalogue's search engine: plans, SQL matching and ranking, "did you mean" and synonyms. */
export { planSearch, sharedPlan, type PlannedWord, type SearchPlan } from './plan';
export { documentMatches, documentRank, kindIn, matchesEvery, productMatches, rankOfEvery, searchDocumentJoin, wordsAcross, wordsOf } from './match';
export { correctedText, type Correction } from './did-you-mean';
export { asTypedPlan, readingOf } from './reading';
export { deleteSynonymGroup, saveSynonymGroup, synonymGroups, type SynonymGroup } from './synonyms';
