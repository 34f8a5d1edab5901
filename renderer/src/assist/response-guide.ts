/** The Emergency Response Guide's content (spec/assist.md §2), kept apart from its layout. */

export const EMERGENCY_NUMBER = '911';

export type GuideStep = { when: string; then: string };

/** Decision tree: when to call at once, when to check first. */
export const DECISION_TREE: GuideStep[] = [
  {
    when: 'You see or hear violence, a break-in in progress, fire or smoke, or someone who needs medical help',
    then: `Call ${EMERGENCY_NUMBER} (or your local emergency number) now. Do not wait for votes.`,
  },
  {
    when: 'It is unclear (a door left open, an alarm, a strange noise)',
    then: 'Try to contact the neighbour first: call, text or knock from the doorstep.',
  },
  {
    when: 'No answer and you still feel uneasy after about 30–60 seconds',
    then: `Call ${EMERGENCY_NUMBER}. It is better to be checked on and fine than missed.`,
  },
];

/** What to say on the call, in order. */
export const CALL_SCRIPT: string[] = [
  'My name is … and I am calling about a possible emergency at a neighbour’s home.',
  'The address is … (house number, street, nearest landmark).',
  'What I saw or heard: … (what, when, how many people, any vehicle).',
  'Is anyone hurt or in danger right now: yes / no / I don’t know.',
  'I am at … and I am safe. My phone number is …',
];

export const SAFE_ACTIONS: string[] = [
  'Turn on porch and outside lights so the area is visible.',
  'Announce yourself from a distance (“Is everything okay? I’m from next door.”), never up close.',
  'Record details from where you are: time, descriptions, number plates, direction of travel.',
  'Stay in a safe place where you can leave easily, and keep your phone in your hand.',
];

export const CAR_ALARM_ADVICE: string[] = [
  'Look from a window first: is anyone at or in the car, or is a window broken?',
  'If someone is breaking in, call the emergency number; do not go out to confront them.',
  'If nobody is around, let the owner know (knock, call or flag a concern) so they can switch it off.',
];

export const NEVER_LIST: string[] = [
  'Enter the property.',
  'Chase anyone.',
  'Post about it on social media.',
  'Bring or use weapons of any kind.',
];

export const AFTER_STEPS: string[] = [
  'Mark the concern acknowledged in the app so neighbours know it is handled.',
  'Share photos or camera clips with the police only when they ask for them.',
  'Check in with the neighbour later to see how they are.',
];
