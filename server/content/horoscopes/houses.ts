import type { HouseTexts } from './types';

export const HOUSE_TEXTS: HouseTexts = {
  houseAreas: {
    '1': {
      general: ['your first impressions', 'your personal style', 'your energy and appearance', 'your own fresh starts', 'your sense of who you are becoming'],
      love: ['your personal charm', 'your way of introducing yourself', 'your confidence in being seen', 'your natural magnetism'],
    },
    '2': {
      general: ['your bank balance', 'your income and spending', 'your possessions', 'your sense of what truly matters', 'your earning power'],
      love: ['your self-worth', 'your sense of being valued', 'your gifts and small luxuries', 'your values in love'],
    },
    '3': {
      general: ['your messages and conversations', 'your errands and short trips', 'your siblings and neighbours', 'your learning and note-taking'],
      love: ['your flirty messages', 'your chats with someone special', 'your local meeting places', 'your way of saying what you feel'],
    },
    '4': {
      general: ['your home life', 'your family ties', 'your living space', 'your roots and private base'],
      love: ['your sense of emotional safety', 'your cosy evenings in', 'your family’s view of your relationships', 'your need for a place to belong'],
    },
    '5': {
      general: ['your creative projects', 'your hobbies and play', 'your time with children', 'your sense of fun'],
      love: ['your flirtations and dates', 'your romantic life', 'your playful side in love', 'your crushes and courtship'],
    },
    '6': {
      general: ['your daily routines', 'your workload', 'your health habits', 'your care for pets and the people you help'],
      love: ['your everyday kindnesses', 'your shared chores and habits', 'your small acts of care', 'your love life’s daily rhythm'],
    },
    '7': {
      general: ['your partnerships', 'your contracts and agreements', 'your one-to-one dealings', 'your rivals and negotiations'],
      love: ['your closest relationship', 'your commitments', 'your search for a true match', 'your give and take with others'],
    },
    '8': {
      general: ['your shared finances', 'your debts and joint accounts', 'your deepest changes', 'your hidden reserves of strength'],
      love: ['your intimacy', 'your deepest trust', 'your emotional openness', 'your bonds of desire and trust'],
    },
    '9': {
      general: ['your travel plans', 'your studies and big ideas', 'your beliefs', 'your publishing and teaching plans'],
      love: ['your long-distance connections', 'your shared adventures', 'your ideals about love', 'your attraction to someone from a different background'],
    },
    '10': {
      general: ['your career', 'your public reputation', 'your ambitions', 'your standing at work'],
      love: ['your balance of love and ambition', 'your long-range hopes for love', 'your grown-up choices in love', 'your public side in matters of the heart'],
    },
    '11': {
      general: ['your friendships', 'your groups and communities', 'your hopes and plans', 'your wider network'],
      love: ['your circle of friends', 'your friendships that could become more', 'your social life', 'your wishes for love'],
    },
    '12': {
      general: ['your rest and solitude', 'your private thoughts', 'your behind-the-scenes work', 'your need to let go of what is finished'],
      love: ['your secret feelings', 'your unspoken longings', 'your need for quiet closeness', 'your old heartaches'],
    },
  },
  moonInHouse: {
    '1': {
      general: [
        'The Moon in your own sign puts your feelings close to the surface, so people read your mood on your face before you say a word.',
        'Your needs come first for a few hours while the Moon crosses your 1st house; a proper breakfast and clothes you feel good in set the tone.',
        'Fresh energy rises as the Moon moves through your sign, a good moment to start something small that is entirely yours.',
        'Instincts run strong with the Moon passing over your 1st house, so trust your first reaction to a plan and notice what your body tells you.',
      ],
      love: [
        'The Moon in your sign makes you easy to read and hard to ignore, so let warmth show instead of waiting for someone else to make the first move.',
        'Feelings you usually keep tidy want to be seen today, and a little honest openness draws the right people closer.',
        'Your own needs deserve a voice in love while the Moon crosses your 1st house; saying plainly what would make you happy is attractive, not selfish.',
        'An emotional glow follows you around with the Moon in your sign, and a smile held a moment longer can start a conversation worth having.',
      ],
    },
    '2': {
      general: [
        'The Moon in your 2nd house ties your mood to a sense of security, so a quick look at your budget or a tidy wallet can settle you.',
        'Comfort matters today: a good meal, a favourite jumper, a corner of your home that feels solid under your feet.',
        'Your values come into focus as the Moon moves through your house of resources, and small choices about what to keep or buy say a lot about you.',
        'Feelings about money run a little higher than usual, so sleep on any purchase that is more about mood than need.',
      ],
      love: [
        'Feeling valued matters more than grand gestures while the Moon crosses your 2nd house, and a simple, sincere thank-you goes far.',
        'The Moon in your house of values asks what you really want from love, and the answer may be steadier and simpler than you expected.',
        'Small pleasures shared with someone, such as a good coffee or a slow lunch, carry more tenderness today than anything expensive.',
        'Your self-worth sets the tone in love now; when you treat yourself kindly, the people around you tend to follow your lead.',
      ],
    },
    '3': {
      general: [
        'The Moon in your 3rd house keeps your phone busy and your mind quick, so jot ideas down before the next message arrives.',
        'A chat with a sibling or neighbour could lift your mood today, even if it starts with nothing more than the weather.',
        'Short trips and errands suit your restless feelings as the Moon moves through your house of communication; a walk clears your head.',
        'Your curiosity is emotional today: you want to understand how people feel, not only what they think, and good questions open doors.',
      ],
      love: [
        'Words carry extra warmth while the Moon crosses your 3rd house, and a playful message can do more than a long speech.',
        'Talking is its own kind of closeness today, so make time for a real conversation rather than a quick exchange of updates.',
        'The Moon in your house of messages favours light, curious flirting; ask the question you actually want answered.',
        'Someone nearby, perhaps met on an ordinary errand, may catch your attention when you are simply being your chatty self.',
      ],
    },
    '4': {
      general: [
        'The Moon in your 4th house pulls you homeward, and an evening spent cooking or tidying your space restores more than you expect.',
        'Family feelings run close to the surface today, so a call to someone who knew you as a child may mean a great deal to both of you.',
        'Your roots ask for attention while the Moon crosses the base of your chart; give yourself permission to stay in and recharge.',
        'Private needs outweigh public ones as the Moon moves through your house of home, so protect a quiet hour at your own kitchen table.',
      ],
      love: [
        'Emotional safety is the real romance while the Moon crosses your 4th house, and a calm night in can feel more intimate than a date out.',
        'Your heart wants to feel at home today, with someone or with yourself, so make your space a place you are glad to return to.',
        'Old family patterns may colour how you love, and noticing them gently gives you a chance to choose something kinder.',
        'Inviting someone into your home, even just for tea, says more than words while the Moon moves through your house of roots.',
      ],
    },
    '5': {
      general: [
        'The Moon in your 5th house brings out your playful side, so make room for a hobby, a game or a creative project just for the joy of it.',
        'Your heart wants to express itself today, whether through music, cooking, drawing or simply laughing louder than usual.',
        'Time with children or with your own inner child refreshes you as the Moon moves through your house of fun and creativity.',
        'A light touch works best while the Moon crosses your 5th house; treat a task as play and see how much more easily it goes.',
      ],
      love: [
        'The Moon in your house of romance warms every glance, and a date or a spontaneous invitation has a good chance of lighting up.',
        'Flirting comes naturally today, so enjoy the spark without rushing to decide what it means.',
        'Romance wants to be fun while the Moon crosses your 5th house; plan something playful rather than serious.',
        'Your heart is generous and expressive now, and showing affection openly makes it easier for others to do the same.',
      ],
    },
    '6': {
      general: [
        'The Moon in your 6th house makes you happiest when your day has shape, so write a short list and tick off the first easy task early.',
        'Your body asks for care today: water, a stretch, a proper lunch away from the screen.',
        'Small routines steady your mood while the Moon moves through your house of work and health, so keep the habits that already help you.',
        'Helping a colleague or caring for a pet gives you a quiet sense of purpose as the Moon crosses your house of service.',
      ],
      love: [
        'Love shows up in practical ways while the Moon crosses your 6th house, such as a shared chore, a packed lunch or a reminder sent at the right time.',
        'Everyday kindness counts for more than romance today, and the person who notices what you need deserves your attention.',
        'A healthy routine with someone, like an evening walk or cooking together, brings you closer than a big occasion could.',
        'The Moon in your house of service may tempt you to look after everyone else, so make sure someone is looking after you too.',
      ],
    },
    '7': {
      general: [
        'The Moon in your 7th house turns your attention to other people, and a one-to-one meeting may shape your mood for the whole day.',
        'Cooperation feels good today, so share a task, ask for input and let someone else carry part of the load.',
        'Other people mirror your feelings while the Moon crosses your house of partnership, and their reactions can show you what you need.',
        'Agreements and negotiations go more smoothly when you listen first, as the Moon moves through your house of contracts.',
      ],
      love: [
        'The Moon in your 7th house puts relationships at the centre, and a heartfelt conversation with someone important clears the air.',
        'Your need for companionship is strong today; reaching out is a sign of warmth, not weakness.',
        'Balance between giving and receiving matters while the Moon crosses your house of partnership, so notice who is doing the emotional work.',
        'Someone’s feelings may be easier to read than usual, and meeting them halfway makes any bond, new or established, feel safer.',
      ],
    },
    '8': {
      general: [
        'The Moon in your 8th house stirs deep feelings, so give yourself space to think before reacting to anything that touches a nerve.',
        'Shared money and joint plans may need a calm look today; honest numbers settle more worries than guessing does.',
        'Your intuition cuts through appearances while the Moon moves through your house of transformation, and you see what others miss.',
        'Letting go of something you no longer need, a habit, a grudge or a drawer of old papers, feels surprisingly freeing.',
      ],
      love: [
        'The Moon in your 8th house deepens desire and trust, and a moment of real vulnerability brings you closer than small talk ever could.',
        'Intensity runs high in matters of the heart today, so choose honesty over games and let the conversation go deeper.',
        'Jealousy or old fears may surface as the Moon crosses your house of intimacy; naming them gently takes away much of their power.',
        'What you share emotionally matters more than what you show, and someone who earns your trust deserves to hear what you really feel.',
      ],
    },
    '9': {
      general: [
        'The Moon in your 9th house makes your everyday world feel small, so read something new, plan a trip or take a different route home.',
        'Big questions suit your mood today, and a conversation about beliefs or meaning could leave you inspired.',
        'Learning feels emotional and alive while the Moon moves through your house of study and travel, so follow the subject that excites you.',
        'A sense of adventure lifts you as the Moon crosses your 9th house, even if the journey is only to an unfamiliar café.',
      ],
      love: [
        'The Moon in your 9th house draws you to people who broaden your horizons, and a conversation about dreams and places can be deeply romantic.',
        'Love wants room to grow today, so plan something new with someone you like or say yes to an invitation that takes you out of your usual orbit.',
        'A connection across a distance, of miles or of background, may feel especially warm while the Moon crosses your house of travel.',
        'Shared values matter to your heart now, and talking about what you both believe can reveal how well you truly fit.',
      ],
    },
    '10': {
      general: [
        'The Moon at the top of your chart puts your feelings in public view, so let your professional side lead and keep private reactions for later.',
        'Your ambitions stir today, and a small step toward a long-term goal brings real satisfaction.',
        'People in authority may notice your mood as the Moon crosses your 10th house, so show them your steadiness and your good sense.',
        'Work that matters to you feels more rewarding than usual while the Moon moves through your house of career.',
      ],
      love: [
        'Balancing love and ambition takes care while the Moon crosses your 10th house, so tell people close to you when work needs your focus.',
        'Respect is a form of romance today; feeling admired for what you achieve warms your heart.',
        'The Moon at the peak of your chart asks where love fits into your long-term plans, and answering honestly brings clarity.',
        'Showing up reliably for someone, just as you would at work, is the most convincing way to show you care.',
      ],
    },
    '11': {
      general: [
        'The Moon in your 11th house warms your social life, so answer that group chat or join a gathering you would usually skip.',
        'Friends lift your mood today, and sharing a hope out loud makes it feel more possible.',
        'A sense of belonging matters while the Moon moves through your house of community, so spend time with people who share your values.',
        'Looking ahead feels good as the Moon crosses your 11th house; sketch out a wish for the future and one practical step toward it.',
      ],
      love: [
        'The Moon in your 11th house blends friendship and romance, and someone you already know may show a side that surprises you.',
        'Easy companionship is the key to your heart today, so choose fun with friends over pressure to impress.',
        'A gathering or a group activity could lead to a promising conversation while the Moon crosses your house of friends.',
        'Friendship is the quiet heart of romance while the Moon moves through your 11th house, and laughing together makes any bond feel freer and warmer.',
      ],
    },
    '12': {
      general: [
        'The Moon in your 12th house asks for quiet, so clear what you can from your diary and give yourself time to rest and reflect.',
        'Feelings you have pushed aside may rise gently today; a journal, a bath or an early night helps you meet them kindly.',
        'Your intuition works best in solitude while the Moon moves through your most private house, so listen to what comes up when things are still.',
        'Work done behind the scenes goes well as the Moon crosses your 12th house, even if nobody sees it yet.',
      ],
      love: [
        'The Moon in your 12th house brings tender feelings to the surface, and you may need some quiet before you can share them.',
        'A secret crush or an old memory may be on your mind today; let it teach you something about what you want.',
        'Closeness feels sweetest in private while the Moon crosses your house of solitude, so keep plans small and gentle.',
        'Compassion flows easily now, but save some for yourself too, and rest before giving more.',
      ],
    },
  },
};
