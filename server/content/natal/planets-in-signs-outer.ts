import type { PlanetInSign } from './types';

/**
 * Uranus, Neptune and Pluto in the signs (issue #25): the slow planets, read both for the
 * generation born while the planet was in the sign and for the reader's own life. 110-170 words each.
 */
export const PLANETS_IN_SIGNS_OUTER: PlanetInSign[] = [
  {
    planet: 'uranus',
    sign: 'aries',
    text: 'Uranus raced through Aries from about 1927 to 1935 and again from 2010 to 2019, both spells full of sudden starts: record-breaking flights and political upheaval the first time, smartphone-organised protests and overnight start-ups the second. Your generation is wired to break the seal on things. You distrust permission slips and any rule that survives only because nobody has dared to test it, and you would rather try and fail than sit politely at the back. In your own life this shows as bursts of independence, a habit of leaving the minute something stops feeling alive, or a knack for being first into new territory. The courage is real, and people borrow it from you. Follow-through needs tending, because a revolt that burns fast can burn out; the bravest rebellion may be staying with a cause after the thrill has faded.',
  },
  {
    planet: 'uranus',
    sign: 'taurus',
    text: 'Born with Uranus in Taurus, you belong to a group that arrives when the ground itself seems to move. The planet held this sign from roughly 1934 to 1942, when depression and the approach of war reshaped what money and land meant, and again from 2018 to 2026, when lockdowns, digital currencies and working from home shook old ideas of value and place. Your generation asks what is truly worth owning. You may invent new ways of earning, growing food or building, and your approach to change is quietly stubborn: slow to begin, impossible to stop. Security, for you, may come from adaptability rather than possessions, and an abrupt shift in income or surroundings can teach you what you actually need. Your gift is practical innovation, ideas you can hold in your hands. Just watch that you do not cling to the new as fiercely as others cling to the old.',
  },
  {
    planet: 'uranus',
    sign: 'gemini',
    text: 'Uranus was in Gemini from around 1941 to 1949, the years of wartime code-breaking, radar and the first electronic computers, and it returns there from 2025 and 2026 until the early 2030s, as artificial intelligence changes how words are made and shared. Your generation rewires communication. You question the official line and the single correct answer, preferring to hear several sources and then think things through for yourself. Your mind jumps by sudden connections, and ideas often arrive whole while you are busy with something else entirely. You may learn in bursts, collect languages or gadgets, and end up explaining the new tool to everyone else. Restlessness is the price of all that brilliance: so many open tabs, so little time to finish. You grow by choosing which thoughts deserve depth, and by listening as inventively as you speak.',
  },
  {
    planet: 'uranus',
    sign: 'cancer',
    text: 'Your generation arrived while Uranus was in Cancer, roughly 1948 to 1956 or again in the 2030s, and it quarrels with the idea that there is only one proper way to make a family. The post-war spell brought a baby boom, new towns, labour-saving appliances and welfare systems that changed how households lived; the coming one is likely to bring its own experiments with home. You may rebel against the expectations you were raised with, or build a belonging your parents would barely recognise: chosen family, shared houses, a home that travels with you. Emotionally you can be unpredictable, needing closeness and freedom in the same afternoon. That tension is also a gift, because you understand that care does not have to mean confinement. Let the people nearest to you keep their own rhythms while you claim yours.',
  },
  {
    planet: 'uranus',
    sign: 'leo',
    text: 'Rock and roll, the invention of the teenager and the first television celebrities belong to the years when Uranus was in Leo, about 1955 to 1962, and a fresh wave of this generation is born in the 2040s. You carry a restless urge to express yourself in a way nobody has seen before. Well-trodden routes to recognition bore you; you would sooner build your own stage, style or sound. In your life this shows as a flair for the unexpected gesture, sudden enthusiasms and a sharp reaction to anyone who tries to dim your light or dictate how you should create. You often champion originality in the young, and you can make an ordinary evening feel like an event. Pride is the trap: when one person becomes the whole show, nobody else can join in. Find a cause big enough that your sparkle serves more than your own reflection.',
  },
  {
    planet: 'uranus',
    sign: 'virgo',
    text: 'The spread of the contraceptive pill, Rachel Carson’s warnings about pesticides and the first office computers all arrived while Uranus was in Virgo, from about 1962 to 1969; it comes back around the middle of this century. You belong to a generation that rethinks work, the body and the small systems of everyday life. Routines that exist only out of habit irritate you, and you often spot a smarter method where others see a chore. Your inventiveness shows in details: a better process, an unusual diet, a self-taught technical skill, a career that blends craft and technology. You can also be highly strung, impatient with clumsy tools and slow colleagues. At your best you make progress practical, so that a new idea helps somebody on an ordinary Tuesday morning. Treat your own body and mind as partners, not projects to be endlessly improved.',
  },
  {
    planet: 'uranus',
    sign: 'libra',
    text: 'Between about 1968 and 1975 Uranus passed through Libra, and customs around marriage began to loosen: divorce became easier in many countries, more couples lived together without marrying, and roles inside partnerships were argued over openly. The planet returns to this sign in the 2050s. Your generation is here to redesign relationships. You resist any union that feels like a contract drafted on someone else’s terms, and you want equality, space and genuine friendship inside love. In your own life, partnerships may begin suddenly, change shape or need unusual arrangements to work at all. You are often a fair-minded rebel who fights injustice with charm rather than force. Commitment is the sticking point: you can keep one foot so firmly out of the door that nobody knows you are really in the room. Freedom and closeness, you may find, can live inside the same bond.',
  },
  {
    planet: 'uranus',
    sign: 'scorpio',
    text: 'Punk, the birth of the first baby conceived by IVF in 1978 and a new frankness about sex, death and power marked the years from around 1975 to 1981, when Uranus was in Scorpio; the planet is due back in the sign around 2060. Your generation breaks taboos. Whatever is hidden, forbidden or whispered about draws your curiosity, and you distrust anyone who claims authority without showing their workings. You may live through abrupt endings that clear the way for reinvention, and you can recover from crises that would flatten other people. Intensity comes easily, and so does a keen eye for what lies beneath a polite surface; psychology, research or investigation can suit you well. The darker pull is suspicion, and a taste for drama that stirs up the very upheaval you dread. Use your talent for transformation on purpose, not only in emergencies.',
  },
  {
    planet: 'uranus',
    sign: 'sagittarius',
    text: 'Uranus was in Sagittarius at the turn of the twentieth century, when the first powered aeroplane flew in 1903, and again from about 1981 to 1988, an era of cheaper air travel, satellite television and a planet that suddenly felt smaller. Your generation questions borders of every kind, whether national, religious or intellectual. You resist dogma even when it comes dressed as common sense, and you prefer to assemble your own philosophy from travel, reading and meetings with people unlike yourself. Freedom to explore is non-negotiable, and you may change beliefs, countries or courses of study more than once. Your enthusiasm opens minds. The risk is treating every commitment as a cage and every teacher as a tyrant. Stay with one big question long enough for it to become real understanding rather than one more postcard.',
  },
  {
    planet: 'uranus',
    sign: 'capricorn',
    text: 'You were born while Uranus moved through Capricorn, about 1904 to 1912 or 1988 to 1996, and in the second of those spans the Berlin Wall fell and the Soviet Union broke apart. Structures that had looked permanent turned out to be negotiable, and your generation absorbed that lesson early. You question institutions, hierarchies and the career ladder itself, yet you tend to reform from inside rather than simply tear things down. Your own relationship with authority may be unconventional: ambitious but allergic to being managed, respectful of skill but unimpressed by titles. You often build structures of your own, from businesses to ways of working that fit the world as it now is. Disciplined innovation is your gift. Cynicism is the hazard, because once you have watched solid-looking walls come down, it can be hard to believe anything is worth building properly.',
  },
  {
    planet: 'uranus',
    sign: 'aquarius',
    text: 'Uranus rules Aquarius, and its stays there tend to stir collective change: the years from about 1912 to 1919 brought revolution in Russia and the vote for many women, and from 1995 to 2003 the internet spread into ordinary homes. Your generation thinks in networks. You expect to find like-minded people anywhere on earth, you bristle at arbitrary authority, and you may feel more comfortable caring for a whole group than for any one person in it. In your own life, you might be the friend with odd ideas that later turn out to be right, or the colleague who quietly designs a fairer system. You prize freedom, fairness and your own peculiarities, and you defend other people’s right to theirs. Warmth is where you can grow, since ideals about humanity need testing on the actual humans in front of you, including the ones who simply want a hug.',
  },
  {
    planet: 'uranus',
    sign: 'pisces',
    text: 'Uranus was in Pisces from about 1919 to 1928, when cinema, radio and jazz offered a dreamlike escape after the First World War, and again from 2003 to 2011, as social media, streaming and the smartphone blurred the line between private life and public screen. Your generation is wired to imagine. You question rigid boundaries between people, faiths and identities, and you can feel the mood of a crowd before anyone has named it. Intuition tends to arrive in flashes, and you might break away from the beliefs you were raised with to find something more personal, or feel sudden compassion for people others dismiss. Your gift is inspiration that seems to come out of the air. Confusion is its shadow: without an anchor, you can be swept along by whichever current is strongest. Grounding your visions in daily practice turns them into something you can share.',
  },
  {
    planet: 'neptune',
    sign: 'aries',
    text: 'Neptune entered Aries in 2025 and 2026 and stays until the late 2030s; its previous visit, in the 1860s and early 1870s, coincided with civil war in America and the unification of Italy and Germany. If you were born under it, your generation’s dream is courage. You are likely to idealise the person who acts, the lone figure who stands up and the fresh start that washes the past away. Individual heroism may become almost a faith, and you may find spiritual meaning in sport, activism or simply the nerve to be yourself. Inspiration reaches you through doing: movement, initiative, taking the first step before you know where it leads. The other face of this gift is a blurry sense of self, or fighting for causes you have not fully examined. As you mature, let compassion temper the warrior, so that your bravery protects other people as well as you.',
  },
  {
    planet: 'neptune',
    sign: 'taurus',
    text: 'Neptune’s next stay in Taurus runs from about 2039 to the early 2050s; the last one fell in the 1870s and 1880s, when the Impressionists were painting light on fields and water. Its children dream about the earth itself: what it means to have enough, to eat well, to live somewhere beautiful and to value what cannot be bought. Money may feel mysterious, even unreal, and you could help reimagine it entirely. Beauty, land and the senses become a kind of spirituality. In your own life, peace comes through touch, music, gardens, cooking and unhurried time. You are gentle and loyal, occasionally to the point of being used. The fog Neptune brings here can make finances confusing, or tempt you to trust a comfortable illusion rather than face a change. Keep your feet on real soil while you let your heart stay generous.',
  },
  {
    planet: 'neptune',
    sign: 'gemini',
    text: 'The last generation with Neptune in Gemini was born between the late 1880s and about 1901, while telephones, wireless telegraphy and mass-circulation newspapers were changing how words travelled; the next arrives in the 2050s and early 2060s. Your generation dreams through language. Stories, rumours, poems and messages carry a magical charge for you, and you sense that the right words can heal, enchant or mislead. Your own mind is fluid and imaginative, good with metaphor and quick to pick up what goes unsaid in a conversation. You may write, sing, translate or simply tell stories that people remember for years. Discernment is the difficulty: with so many voices in the air, inspiration and hearsay can sound alike, and your own facts may drift. Scattered attention is the other snag. Anchor your lovely ideas with careful checking, and choose words that clarify rather than cloud.',
  },
  {
    planet: 'neptune',
    sign: 'cancer',
    text: 'Neptune was in Cancer from about 1901 to 1915, and the generation born then grew up with a romantic ideal of homeland and family that the First World War and the Depression went on to test hard. It returns to the sign in the mid-2060s. For you, the dream is belonging. You long for a home that feels like a sanctuary and a family, inherited or chosen, that holds you without conditions. Nostalgia comes naturally; a song, a smell or an old photograph can flood you with feeling. You are deeply caring and intuitive about other people’s needs, a natural source of comfort when things go wrong. The mist Neptune brings here can make the past look rosier than it was, or lead you to give too much to relatives who hardly notice. Let home be real rather than perfect, and nurture yourself as tenderly as you nurture everyone else.',
  },
  {
    planet: 'neptune',
    sign: 'leo',
    text: 'Born with Neptune in Leo, between roughly 1915 and 1929 or from around 2080 when it comes back, you belong to a generation enchanted by glamour and heroism. The first wave grew up with silent film stars, the early years of Hollywood and radio idols, and then lived through a world war that asked ordinary people to be brave on a grand scale. Your dream is to shine for something worth shining for. Creativity, romance and children can feel close to sacred, and you tend to be generous, warm and a little theatrical. You may idealise leaders or lovers and later feel let down when they prove merely human. Your own inspiration flows when you create, perform or play with complete sincerity. Vanity, or a hunger for applause that is never quite satisfied, is the snare. Real radiance arrives when you stop performing the hero and act straight from the heart.',
  },
  {
    planet: 'neptune',
    sign: 'virgo',
    text: 'Neptune was in Virgo from about 1929 to 1943, so this generation was born into the Depression and the Second World War, when scarcity, rationing and quiet duty shaped childhood. Its next visit comes in the 2090s. Your ideal is service. You dream of being useful, of a world where work is honest and care is practical, and you may find something close to devotion in craft, routine or looking after others. Healing in all its forms tends to fascinate you, from nursing to herbs. Day to day, you notice what needs doing and simply do it without fuss. The haze Neptune lends this sign can surface as worry, vague anxiety about the body, or self-criticism that no amount of effort satisfies, and you may give yourself away to obligation. Accepting that imperfection is part of being human, and that rest is also a form of service, is your quiet lesson.',
  },
  {
    planet: 'neptune',
    sign: 'libra',
    text: 'Neptune spent about 1943 to 1956 in Libra, and the generation born then came of age in the 1960s and 1970s singing about peace and love; its idealism flowered in anti-war protest, the counterculture and new dreams of partnership between equals. You are likely to long for harmony, fairness and a relationship that feels like a meeting of souls. Art and beauty move you deeply, and you tend to see the best in people, sometimes more than they show. In your own life, you may put a partner on a pedestal, then suffer when the fairy tale gives way to ordinary disagreement, or quietly drop your own needs to keep the peace. Your gift is diplomacy warmed by compassion: you can help opponents see one another as human. What you are learning is realism in love, letting the person beside you be a person rather than a poem.',
  },
  {
    planet: 'neptune',
    sign: 'scorpio',
    text: 'Neptune moved through Scorpio between about 1956 and 1970, and the generation born then grew up while the sexual revolution, psychedelic experiment and popular psychology changed what could be said aloud; many of them met the AIDS years in youth or early adulthood, when desire and loss sat very close together. You dream of depth. Surface relationships feel hollow, and you are drawn to mystery, intimacy, the occult and anything hidden from view. You sense undercurrents quickly and can be a gifted listener, healer or investigator, someone who stays with pain rather than looking away from it. The risk is that intensity itself becomes a craving, or that secrets and unspoken feelings blur your boundaries with others. Your path leads through turning emotional storms into understanding, and through trusting that real intimacy can also be calm, steady and kind.',
  },
  {
    planet: 'neptune',
    sign: 'sagittarius',
    text: 'From about 1970 to 1984 Neptune was in Sagittarius, and the generation born then grew up alongside New Age bookshops, budget flights, the gap year and an information web that spanned the globe. Your dream is meaning without borders. You trust that truth can be found anywhere, in a temple, a festival, a lecture hall or a conversation with a stranger on a night train, and you may resist any single religion or ideology claiming to hold all of it. You need a horizon; stagnation leaves you restless and a little lost. You can be generous with optimism and inspiring as a teacher, guide or traveller. The cloudier side is chasing gurus or grand theories that dissolve on contact, or moving on so that you never have to commit. Let your faith put down roots somewhere and grow, rather than only searching.',
  },
  {
    planet: 'neptune',
    sign: 'capricorn',
    text: 'Neptune was in Capricorn from about 1984 to 1998, years of booming markets, the end of the Cold War and the promise that a good career would bring lasting security; this generation then came of age in the shadow of the 2008 crash and watched that promise dissolve. You dream of solid structures. Achievement and institutions that genuinely work can feel almost sacred to you, yet you are also well placed to see through them and ask what an honest system would look like. In your own life, you may idealise hard work or one particular path, then feel disoriented when reality refuses to follow the plan. Patience and a talent for making dreams concrete are your strengths, and you can build slowly where others give up. Beware of measuring your worth by output alone; your value is not a figure on a spreadsheet.',
  },
  {
    planet: 'neptune',
    sign: 'aquarius',
    text: 'Neptune travelled through Aquarius from about 1998 to 2012, so the generation born then has never known a world without the internet. Online communities, shared causes and a sense of being linked to everyone at once are your natural habitat. You dream of a fairer, kinder collective and may idealise technology, friendship or activism as the road there. You are open-minded and quick to accept people’s differences, and you can feel at home among strangers united by an idea. The fog here can blur the line between online and offline relationships, or leave you lonely in the middle of a crowd. Idealism may also make you impatient with slow, imperfect progress, especially from older generations. Your maturing comes as you carry your utopian vision offline, into the neighbourhoods and friendships where change is made by hand, one conversation at a time.',
  },
  {
    planet: 'neptune',
    sign: 'pisces',
    text: 'Neptune is at home in Pisces, and its stay there from about 2012 to 2026 brought a flood of streaming, immersive screens, anxiety about rising seas and a loosening of fixed categories of identity. The generation born then is remarkably porous. You pick up moods, music, images and other people’s feelings almost without trying, and you may have a natural feeling for art, spirituality or the suffering of animals and the planet. The line between self and other, real and imagined, can be faint, which makes you compassionate and inventive but sometimes overwhelmed. In your own life, quiet time, water, music and sleep are necessities rather than luxuries. Escape is the risk, into screens or fantasy when reality gets loud. Build yourself a gentle shell, enough structure to protect your sensitivity, so that it becomes a gift you can offer rather than a wound you carry.',
  },
  {
    planet: 'pluto',
    sign: 'aries',
    text: 'Pluto does not reach Aries until the late 2060s; its last stay, from the 1820s to the early 1850s, saw railways, factories and the revolutions of 1848 transform the pace and politics of life. If you are born under it, your generation’s task is to remake the meaning of courage and self-assertion. You carry a raw, pioneering power and a deep need to prove that one person’s will can change things. You may meet situations that demand you start again from nothing, and discover strength you never knew you had. Anger is both fuel and danger for you, so learning to channel it wisely matters more than learning to suppress it. You are likely to have little patience with inherited power that was never earned. Your force is at its finest when it clears a path for others, not only for yourself.',
  },
  {
    planet: 'pluto',
    sign: 'taurus',
    text: 'Pluto was last in Taurus from the early 1850s to the early 1880s, when industry, banking and the railways transformed who owned land and wealth, and it is not due there again until close to the end of this century. If you are born under it, your generation’s deep work concerns value: money, resources, the body and the earth. You may be among those who rebuild economies or learn to live within the planet’s limits. In yourself you find great endurance and a strong, sometimes stubborn will to keep what you have. Losing possessions or security may come as a turning point that reveals what you truly need. Your gift is the power to build something lasting from very little. Possessiveness is the snag, and the release of it is your growth, because some things only become yours once you stop gripping them.',
  },
  {
    planet: 'pluto',
    sign: 'gemini',
    text: 'Pluto was in Gemini from the 1880s until about 1913, so this generation grew up as the telephone, the typewriter, mass literacy and popular newspapers transformed how information moved; the planet will not return to the sign until well into the next century. For you, words carry real power: the power to name, persuade and expose. You may feel compelled to learn, question and understand, and you can be a formidable debater or a writer whose ideas change minds. You are intensely curious about how other people think, and you may have a talent for uncovering what is hidden in plain sight. Beware restless overthinking, and cleverness used to manipulate or to dodge feeling. Let your quick mind serve truth rather than victory, and accept that some experiences cannot be explained, only lived through.',
  },
  {
    planet: 'pluto',
    sign: 'cancer',
    text: 'Born with Pluto in Cancer, between about 1913 and 1939, your generation knew upheaval at the level of home and homeland: two world wars, the Depression, emigration, and families scattered or rebuilt. The sign will not host Pluto again until the next century. Your deep theme is emotional survival. You feel the pull of roots, family loyalty and national identity powerfully, and you defend what you love with ferocity. Early experiences of family, or of losing security, can leave a lasting imprint on how you care for others. You may be intensely protective, a keeper of traditions, recipes and memories. Resilience is your great gift, the ability to make a home again from nothing. Your harder work is letting go of old hurts and of control over loved ones, so that care becomes a kind of freedom rather than an obligation.',
  },
  {
    planet: 'pluto',
    sign: 'leo',
    text: 'Pluto was in Leo from 1937 to 1958, spanning the Second World War and the post-war baby boom. The generation born then transformed ideas of self-expression, youth and individual rights: they turned the teenager into a cultural force, danced to rock and roll and pushed for personal freedom through the 1960s. Your deep drive is to be seen and to matter. You feel, at gut level, that every person deserves a stage, and you may have a strong need to create, lead or leave a legacy. Power struggles over pride and recognition can be fierce in your life, but so are your warmth and loyalty. When you believe in something, others catch the fire. Ego is the shadow, the sense that the world revolves around your generation or around you. Your creative power grows richer when it lifts others up too.',
  },
  {
    planet: 'pluto',
    sign: 'virgo',
    text: 'Pluto moved through Virgo from the late 1950s to the early 1970s, and the generation born then grew up alongside computers, ecology, new ideas about health and workplaces reorganised by technology. Its mission is to transform the everyday: how people work, heal, eat and care for the environment. You are often analytical, exacting and committed to doing things properly. You may feel driven to improve yourself and the systems around you, and you can become an expert of remarkable skill. Health, diet and work can be areas of intense focus, sometimes of crisis, that lead to lasting change. Perfectionism is the shadow, along with self-criticism, or a tendency to control details when larger things feel uncontrollable. Accept imperfection, and use your precision in service of others rather than as a weapon against yourself.',
  },
  {
    planet: 'pluto',
    sign: 'libra',
    text: 'From the early 1970s to about 1984 Pluto was in Libra, and this generation grew up as divorce became common, gender roles shifted and the terms of partnership were renegotiated; many of them were children of changing families. What you came to transform is relationship itself. You sense that love should be equal and honest, and you may be drawn to justice, law or mediation. Relationships are the arena where you are most tested and most changed: intense attachments, struggles over power, or one key partnership that reshapes who you are. You see both sides with unusual clarity, and you can be a powerful advocate for fairness. The trap is using charm or compromise to avoid confronting what is wrong. Be willing to risk conflict for the sake of a deeper, more truthful harmony.',
  },
  {
    planet: 'pluto',
    sign: 'scorpio',
    text: 'Pluto is at its most intense in Scorpio, which it occupied from about 1984 to 1995. The generation born then grew up amid the AIDS crisis, the end of the Cold War and a new openness about psychology, sexuality and trauma. Your deep theme is transformation itself. You are unafraid of what others avoid: grief, power, desire and mortality. You may pass through profound changes or crises that strip away everything false, and come back with extraordinary strength. You see through pretence, and people may seek you out for honesty they cannot find elsewhere. Control, secrecy and holding grudges longer than they serve you are the traps. Your insight is at its best when it heals rather than wounds, and when you let people in instead of guarding yourself like a fortress.',
  },
  {
    planet: 'pluto',
    sign: 'sagittarius',
    text: 'Pluto was in Sagittarius from about 1995 to 2008, when the internet turned the world into a single conversation, globalisation accelerated and clashes over belief reshaped politics. Your generation reshapes how people find meaning and truth. You are curious about the world, often multicultural in outlook, and sceptical of any authority claiming to own the truth. Your own beliefs may go through powerful changes: you may lose a faith, find one, or build a philosophy from many sources. Travel, education and encounters with other cultures can be life-changing. Watch for dogmatism from the other side, the certainty that your truth is the only one, or a restless search that never lands. Use your appetite for big ideas to build understanding between people who see the world differently.',
  },
  {
    planet: 'pluto',
    sign: 'capricorn',
    text: 'Pluto entered Capricorn in 2008, the year of the global financial crash, and left for good only in late 2024, after a period in which banks, governments and institutions were questioned and often found wanting, and in which climate change forced new thinking about long-term structures. Rebuilding is your generation’s work. You are likely to be serious beyond your years, practical and aware that systems can fail, and you may feel a strong drive to create institutions that actually serve people. Ambition and responsibility may be central themes, along with a need to earn your own authority rather than inherit it. You may meet hard lessons early, and you turn them into strength. At your worst you control, carry too much, or distrust anyone in charge. Use your power to build things that last and are fair.',
  },
  {
    planet: 'pluto',
    sign: 'aquarius',
    text: 'Pluto moved into Aquarius in 2023 and 2024 and stays until about 2044, a period already marked by artificial intelligence, networks and arguments over who controls technology and data. For those born under it, the task is to transform collective life: the relationship between the individual and the group, and between people and machines. Pluto was last in Aquarius in the late eighteenth century, around the American and French revolutions, and themes of liberty and equality may return in new forms. You may have a powerful sense of belonging to a cause, and an unusual talent for technology or social change. Friendship and community can be where you are transformed. Detachment and groupthink are the dangers, losing your individual conscience in the crowd. Let your originality strengthen the humanity of the group.',
  },
  {
    planet: 'pluto',
    sign: 'pisces',
    text: 'Pluto reaches Pisces in the 2040s and stays into the 2060s; its last stay, from the late 1790s to the early 1820s, saw the Romantic movement in poetry, music and art turn towards imagination, nature and feeling. If you are born then, you share in a generation whose deep work lies in compassion, spirituality and imagination. You may dissolve old boundaries between nations, faiths or identities, and find new ways to heal collective pain. You have a profound sensitivity and a capacity to feel what others feel. Art, music, dreams and spiritual practice may be transformative for you. Escapism and martyrdom are the pitfalls: sacrificing yourself, or losing yourself in illusions, when reality feels too heavy. Bring your depth into practical form, and accept that boundaries can be acts of love.',
  },
];
