import { formatCount, WHEEL_SEGMENTS } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { sliceColours, sliceMiddle, slicePath, WHEEL_RADIUS } from '../wheel-geometry.ts';

/** How long the wheel turns before it stops (the spin's answer is already known). */
export const WHEEL_TURN_MS = 4000;

interface WheelProps {
  /** Degrees of clockwise turn; a change turns the wheel there. */
  rotation: number;
  /** Turns smoothly (else jumps, for members who ask for less motion). */
  animate: boolean;
  /** The turn ended. */
  onTurned: () => void;
}

const RIM = WHEEL_RADIUS + 6;
const LABEL_RADIUS = 68;

/** The onboarding wheel: its segments clockwise from the top, each labelled with its coins, under a fixed pointer. */
export function Wheel({ rotation, animate, onTurned }: WheelProps) {
  const { t } = useTranslation('onboarding');
  const language = useLanguage();
  const amounts = WHEEL_SEGMENTS.map((segment) => formatCount(segment.coins, language));
  const label = t('wheel.label', { segments: new Intl.ListFormat(language, { type: 'conjunction' }).format(amounts) });
  return (
    <div className="relative mx-auto w-full max-w-72 pt-3">
      <svg viewBox="-14 -14 28 24" aria-hidden="true" className="absolute top-0 left-1/2 z-10 h-9 w-10 -translate-x-1/2 drop-shadow">
        <path d="M-11 -11 H11 L0 8 Z" fill="#0f172a" stroke="#ffffff" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <svg
        role="img"
        aria-label={label}
        viewBox={`${-RIM} ${-RIM} ${2 * RIM} ${2 * RIM}`}
        className="block aspect-square w-full"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: animate ? `transform ${WHEEL_TURN_MS}ms cubic-bezier(0.15, 0.85, 0.25, 1)` : 'none',
        }}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget) onTurned();
        }}
      >
        <circle r={RIM} fill="#1e1b4b" />
        {WHEEL_SEGMENTS.map((segment, index) => {
          const colours = sliceColours(index);
          return (
            <g key={segment.coins}>
              <path d={slicePath(index, WHEEL_SEGMENTS.length)} fill={colours.fill} stroke="#ffffff" strokeWidth="1.5" strokeLinejoin="round" />
              <text
                transform={`rotate(${sliceMiddle(index, WHEEL_SEGMENTS.length)}) translate(0 ${-LABEL_RADIUS})`}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize="14"
                fontWeight="800"
                fill={colours.text}
              >
                {amounts[index]}
              </text>
            </g>
          );
        })}
        <circle r="15" fill="#ffffff" stroke="#1e1b4b" strokeWidth="4" />
        <circle r="5" fill="#4f46e5" />
      </svg>
    </div>
  );
}
