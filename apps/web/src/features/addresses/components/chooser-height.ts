/**
 * The 'Choose' popover's list height (spec 2.4): 200 px per address, 400 px once there are more
 * than 3 (the list then scrolls). Used as a maximum so short addresses leave no gap.
 */
export const chooserHeight = (addressCount: number): number => (addressCount > 3 ? 400 : addressCount * 200);
