// Viva's public table and battle panel for the screens (V5, V12–V23): the pure models – the table's
// lines from a view, a battle's story from a log or a view and its panel's lines, the news after a
// battle or a change of Presidente – and the Ink components over them, for the module's screens.
export { battlePanel, type PanelLines } from './battle-panel.js';
export { battleFromLog, battleFromView, battlesFromLog, type BattleStory, type LoggedStep, type ToldBattle } from './battle-story.js';
export { BattlePanel, bodyRows } from './BattlePanel.js';
export { BattleScreen, type BattleScreenProps } from './BattleScreen.js';
export { NEWS_WIDTH, vivaNews } from './news.js';
export { estateLines, headerLine, pileLines, publicTableLines, type TableLine } from './public-table.js';
export { VivaTableScreen } from './TableScreen.js';
