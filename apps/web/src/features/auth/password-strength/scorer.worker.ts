import { weaknessOf } from './scorer.ts';

/**
 * The scorer in a worker of its own: building zxcvbn's dictionaries (half a second to a second and
 * a half on a phone) and scoring never block the page, which stayed frozen while the sign-up
 * form was being filled in.
 */
export interface ScoreRequest {
  id: number;
  password: string;
  userInputs: string[];
}

self.onmessage = (event: MessageEvent<ScoreRequest>) => {
  const { id, password, userInputs } = event.data;
  self.postMessage({ id, weakness: weaknessOf(password, userInputs) });
};
