import { standInSynthesis } from './placeholder';
import type { SynthesisText } from './types';

export const SYNTHESIS: SynthesisText = standInSynthesis();
