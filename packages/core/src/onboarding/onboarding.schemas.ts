import { z } from 'zod';
import {
  INVESTMENT_MOTIVATIONS,
  INVESTMENT_OBJECTIVES,
  KNOWLEDGE_LEVELS,
  MARKET_INTERESTS,
  SEVERAL_ANSWER_QUESTIONS,
  type SeveralAnswerQuestion,
} from './onboarding.constants.ts';
import { areAnswersConsistent } from './onboarding.rules.ts';

// Messages are keys of the web's `errors` namespace.
const ANSWER_REQUIRED = 'onboarding_answer_required';

function severalAnswers<const T extends readonly [string, ...string[]]>(question: SeveralAnswerQuestion, answers: T) {
  return z
    .array(z.enum(answers))
    .min(1, ANSWER_REQUIRED)
    .max(SEVERAL_ANSWER_QUESTIONS[question].answers.length)
    .refine((chosen) => areAnswersConsistent(question, chosen), 'onboarding_answer_alone');
}

/** Spec 1 §3 and §5: one knowledge level; at least one objective, motivation and market. */
export const onboardingAnswersSchema = z.object({
  generalKnowledge: z.enum(KNOWLEDGE_LEVELS, { message: ANSWER_REQUIRED }),
  investmentObjective: severalAnswers('investmentObjective', INVESTMENT_OBJECTIVES),
  investmentMotivation: severalAnswers('investmentMotivation', INVESTMENT_MOTIVATIONS),
  marketInterests: severalAnswers('marketInterests', MARKET_INTERESTS),
});
export type OnboardingAnswers = z.infer<typeof onboardingAnswersSchema>;

/** The wheel's outcome: the segment it stops on and the coins won (stored, the same on every ask). */
export const wheelSpinSchema = z.object({ segment: z.number().int().min(0), coins: z.number().int().min(0) });
export type WheelSpin = z.infer<typeof wheelSpinSchema>;
