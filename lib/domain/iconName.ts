/** The shape of a Remix Icon name (`home-2-line`): lowercase words and digits joined by hyphens, nothing else. */
export const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
