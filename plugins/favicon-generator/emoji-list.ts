/**
 * Emoji offered by the picker, each with search words (English, plus the emoji's own name words).
 * A curated set of the symbols people use as site icons, not the whole Unicode list: the icon is
 * drawn with the visitor's system emoji font.
 */
export const EMOJI: readonly [emoji: string, words: string][] = [
  ['😀', 'smile happy face grin'], ['😎', 'cool sunglasses face'], ['🤖', 'robot bot ai'], ['👻', 'ghost halloween'],
  ['👽', 'alien ufo space'], ['💀', 'skull death'], ['🎃', 'pumpkin halloween'], ['😺', 'cat face smile'],
  ['🐱', 'cat kitten pet'], ['🐶', 'dog puppy pet'], ['🦊', 'fox animal'], ['🐼', 'panda bear'],
  ['🐻', 'bear animal'], ['🐨', 'koala animal'], ['🦁', 'lion animal'], ['🐯', 'tiger animal'],
  ['🐸', 'frog animal'], ['🐵', 'monkey animal'], ['🐧', 'penguin bird linux'], ['🐦', 'bird tweet'],
  ['🦉', 'owl bird wisdom'], ['🦄', 'unicorn magic'], ['🐝', 'bee honey insect'], ['🦋', 'butterfly insect'],
  ['🐢', 'turtle slow'], ['🐙', 'octopus sea'], ['🐳', 'whale sea docker'], ['🐬', 'dolphin sea'],
  ['🐟', 'fish sea'], ['🦀', 'crab rust sea'], ['🐍', 'snake python'], ['🦖', 'dinosaur t-rex'],
  ['🌵', 'cactus desert plant'], ['🌲', 'tree forest evergreen'], ['🌳', 'tree nature'], ['🌴', 'palm tree beach'],
  ['🌱', 'seedling plant grow'], ['🍀', 'clover luck'], ['🍁', 'maple leaf autumn'], ['🌸', 'blossom flower sakura'],
  ['🌹', 'rose flower love'], ['🌻', 'sunflower flower'], ['🌷', 'tulip flower'], ['🍄', 'mushroom'],
  ['🌍', 'earth globe world europe africa'], ['🌎', 'earth globe world americas'], ['🌏', 'earth globe world asia'], ['🌙', 'moon night crescent'],
  ['⭐', 'star favourite'], ['🌟', 'star glowing shine'], ['✨', 'sparkles magic new'], ['☀️', 'sun sunny weather'],
  ['⛅', 'cloud sun weather'], ['🌈', 'rainbow colour'], ['⚡', 'lightning bolt fast electric'], ['🔥', 'fire hot flame'],
  ['💧', 'water drop'], ['❄️', 'snowflake cold winter'], ['🌊', 'wave sea ocean'], ['☕', 'coffee tea cafe'],
  ['🍵', 'tea green cup'], ['🍺', 'beer pub'], ['🍷', 'wine glass'], ['🍕', 'pizza food'],
  ['🍔', 'burger food'], ['🍣', 'sushi food japan'], ['🍜', 'noodles ramen food'], ['🍎', 'apple fruit'],
  ['🍋', 'lemon fruit'], ['🍓', 'strawberry fruit'], ['🍉', 'watermelon fruit'], ['🥑', 'avocado'],
  ['🍩', 'doughnut donut sweet'], ['🍰', 'cake sweet'], ['🎂', 'birthday cake'], ['🍪', 'cookie biscuit'],
  ['⚽', 'football soccer ball sport'], ['🏀', 'basketball sport'], ['🎾', 'tennis sport'], ['🏆', 'trophy winner cup'],
  ['🎯', 'target goal bullseye'], ['🎮', 'game controller video'], ['🎲', 'dice game'], ['🧩', 'puzzle piece'],
  ['🎨', 'art palette paint'], ['🎵', 'music note'], ['🎸', 'guitar music'], ['🎧', 'headphones music audio'],
  ['🎬', 'film movie clapper'], ['📷', 'camera photo'], ['🎥', 'video camera film'], ['📚', 'books library read'],
  ['📖', 'book open read'], ['📝', 'memo note write'], ['✏️', 'pencil write edit'], ['🖊️', 'pen write'],
  ['📌', 'pin pushpin'], ['📎', 'paperclip attach'], ['📁', 'folder files'], ['📦', 'package box parcel'],
  ['📧', 'email mail'], ['✉️', 'envelope letter mail'], ['📅', 'calendar date'], ['⏰', 'alarm clock time'],
  ['⌛', 'hourglass time'], ['🔍', 'search magnifier find'], ['🔒', 'lock secure private'], ['🔑', 'key password'],
  ['🛡️', 'shield security'], ['⚙️', 'gear settings cog'], ['🔧', 'wrench tool fix'], ['🔨', 'hammer tool build'],
  ['🧰', 'toolbox tools'], ['🧪', 'test tube lab science'], ['🔬', 'microscope science'], ['🧠', 'brain mind think'],
  ['💡', 'light bulb idea'], ['🔋', 'battery power'], ['💻', 'laptop computer code'], ['🖥️', 'desktop computer screen'],
  ['📱', 'phone mobile'], ['⌨️', 'keyboard type'], ['🖱️', 'mouse computer'], ['💾', 'floppy disk save'],
  ['📡', 'satellite antenna signal'], ['🚀', 'rocket launch space startup'], ['✈️', 'plane travel flight'], ['🚗', 'car drive'],
  ['🚲', 'bicycle bike cycle'], ['⛵', 'sailboat boat sea'], ['🏠', 'house home'], ['🏢', 'office building company'],
  ['🏰', 'castle'], ['⛺', 'tent camping'], ['🗺️', 'map travel'], ['🧭', 'compass direction'],
  ['❤️', 'heart love red'], ['💙', 'heart blue'], ['💚', 'heart green'], ['💛', 'heart yellow'],
  ['💜', 'heart purple'], ['🖤', 'heart black'], ['💬', 'speech chat bubble message'], ['💭', 'thought bubble'],
  ['👍', 'thumbs up like ok'], ['👋', 'wave hello hand'], ['👏', 'clap applause'], ['🙏', 'pray thanks please'],
  ['💪', 'muscle strong'], ['👀', 'eyes look watch'], ['✅', 'check done ok tick'], ['❌', 'cross no wrong'],
  ['⚠️', 'warning caution'], ['❓', 'question help'], ['💎', 'gem diamond'], ['💰', 'money bag'],
  ['💵', 'money dollar cash'], ['🛒', 'cart shopping shop'], ['🎁', 'gift present'], ['🎉', 'party celebrate confetti'],
  ['🏁', 'flag finish race'], ['🚩', 'flag red'], ['♻️', 'recycle green'], ['☮️', 'peace'],
];

/** Emoji whose words contain every word of the query (any order), the whole list for an empty one. */
export function searchEmoji(query: string): string[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return EMOJI.filter(([emoji, keywords]) => words.every((word) => keywords.includes(word) || emoji === word)).map(([emoji]) => emoji);
}
